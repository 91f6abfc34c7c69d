import { Badge, List, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface GuideDialogProps {
  opened: boolean;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Label({ children, color }: { children: string; color: string }) {
  return (
    <Badge color={color} variant="light" radius="sm" tt="none">
      {children}
    </Badge>
  );
}

function WaitlistGuide() {
  return (
    <Stack gap="md">
      <Section title="Registrar un turno">
        <Text size="sm">
          Usa «Registrar» en el Listado de hoy. Escribe el nombre o el celular del cliente para buscarlo; si
          no existe, captura su nombre y celular y se crea al guardar. Elige el tamaño del grupo y, si hace
          falta, agrega una nota (silla para bebé, terraza, etc.). Los clientes también pueden anotarse solos
          desde la página de registro en línea: compártela con «Compartir».
        </Text>
      </Section>
      <Section title="Atender la lista">
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Notificar</b>: envía un SMS para avisar que su turno está próximo. Puedes repetirlo.
          </List.Item>
          <List.Item>
            <b>Listo</b> (botón verde): la mesa está lista; el cliente recibe un SMS para que pase.
          </List.Item>
          <List.Item>
            <b>Completar</b>: el cliente ya fue atendido; el registro pasa a Finalizados.
          </List.Item>
          <List.Item>
            <b>Solicitar confirmación</b>: pregunta por SMS si sigue en camino. Si responde que no, se marca
            Cancelado y el botón principal cambia a Cancelar.
          </List.Item>
          <List.Item>
            <b>Cancelar</b>: quita el turno de la lista; el cliente recibe un aviso.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Cada acción pide confirmación; si no respondes en 10 segundos se cancela sola. Un registro
          completado o cancelado ya no admite acciones.
        </Text>
      </Section>
      <Section title="Qué significa cada etiqueta">
        <List size="sm" spacing={6}>
          <List.Item icon={<Label color="green">Presente</Label>}>El cliente ya llegó.</List.Item>
          <List.Item icon={<Label color="red">Cancelado</Label>}>
            Se canceló, o el cliente respondió que no asistirá.
          </List.Item>
          <List.Item icon={<Label color="orange">Retraso</Label>}>
            Se le avisó que pasara y no ha llegado después de la tolerancia.
          </List.Item>
          <List.Item icon={<Label color="teal">Confirmado</Label>}>El cliente confirmó que viene.</List.Item>
          <List.Item icon={<Label color="yellow">Confirmando</Label>}>
            Se pidió confirmación y esperamos su respuesta.
          </List.Item>
          <List.Item icon={<Label color="blue">Notificado</Label>}>
            Se le envió un aviso y no aplica ninguna de las anteriores.
          </List.Item>
        </List>
      </Section>
      <Section title="Sin conexión">
        <Text size="sm">
          Si se cae el internet puedes seguir trabajando: los cambios se marcan «Pendiente de enviar» y se
          envían solos al volver la conexión, sin mensajes repetidos.
        </Text>
      </Section>
    </Stack>
  );
}

function BookingGuide() {
  return (
    <Stack gap="md">
      <Section title="Agendar una cita o reservación">
        <Text size="sm">
          En el Calendario, toca un horario libre o usa «Registrar» y elige Reservación. Selecciona el
          servicio y la persona que atiende (si tu negocio los usa), el tamaño del grupo, la fecha y una hora
          disponible, y la duración. Solo se ofrecen horarios con espacio según tu horario, tus bloques y las
          reservaciones que ya existen.
        </Text>
      </Section>
      <Section title="El calendario">
        <Text size="sm">
          Cambia entre Día, Semana y Mes; la app recuerda la última vista que usaste. Filtra por persona o
          busca por número o nombre. Los colores indican el estado:
        </Text>
        <List size="sm" spacing={6}>
          <List.Item icon={<Label color="blue">Azul</Label>}>Agendada, en espera de la visita.</List.Item>
          <List.Item icon={<Label color="orange">Naranja</Label>}>
            Se avisó al cliente o esperamos su confirmación.
          </List.Item>
          <List.Item icon={<Label color="green">Verde</Label>}>Completada.</List.Item>
          <List.Item icon={<Label color="red">Rojo</Label>}>
            Cancelada o el cliente no podrá asistir.
          </List.Item>
        </List>
      </Section>
      <Section title="Recordatorios y confirmaciones">
        <Text size="sm">
          El cliente recibe un SMS al registrarse y un recordatorio antes de su cita, con la anticipación que
          configuraste. Desde el registro puedes enviar otro recordatorio con «Listo» cuantas veces haga
          falta. Si el cliente responde que no podrá asistir, verás la etiqueta Cancelado y la opción de
          cancelar.
        </Text>
      </Section>
      <Section title="Cambiar o cancelar">
        <Text size="sm">
          Abre la reservación para cambiar la fecha, la hora o la duración; el cliente recibe un aviso del
          cambio. Usa Completar cuando lo atiendas o Cancelar si no se presentará.
        </Text>
      </Section>
    </Stack>
  );
}

/** 'Guía de uso' (01 §2.10): help for the host, tabs Turnos and 'Citas y reservaciones'. */
export default function GuideDialog({ opened, onClose }: GuideDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Guía de uso" size="lg">
      <Tabs defaultValue="waitlist">
        <Tabs.List mb="md">
          <Tabs.Tab value="waitlist">Turnos</Tabs.Tab>
          <Tabs.Tab value="booking">Citas y reservaciones</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="waitlist">
          <WaitlistGuide />
        </Tabs.Panel>
        <Tabs.Panel value="booking">
          <BookingGuide />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
