import type { Appointment, PersonComboItem, Prescription, VideoLink } from '@clube/contract';

/** The card holder of signInWithCard (card 10, profile 5) and two dependents. */
export const HOLDER: PersonComboItem = {
  idCliente: 10,
  idPerfil: 5,
  nome: 'Maria das Graças Souza',
};
export const ANA: PersonComboItem = { idCliente: 31, idPerfil: 6, nome: 'Ana Souza' };
export const BRUNO: PersonComboItem = { idCliente: 32, idPerfil: 6, nome: 'Bruno Souza' };

export const ALL_VIDEO_LINKS: VideoLink[] = [
  { tipo: 'TELEMEDICINA', urlVideo: 'https://video.example/livre' },
  { tipo: 'ESPECIALIDADE', urlVideo: 'https://video.example/especialidade' },
  { tipo: 'PSICOLOGIA', urlVideo: 'https://video.example/psicologia' },
  { tipo: 'NUTRICAO', urlVideo: 'https://video.example/nutricao' },
  { tipo: 'FITNESS', urlVideo: 'https://video.example/fitness' },
  { tipo: 'TREINO', urlVideo: 'https://video.example/treino' },
];

export const AMOXICILINA: Prescription = {
  id: 501,
  descricao: 'Receita - Amoxicilina 500 mg',
  medico: 'Dra. Camila Ferreira',
  especialidade: 'Clínica Geral',
};

export const ATESTADO: Prescription = {
  id: 502,
  descricao: 'Atestado e orientações de repouso',
  medico: '',
  especialidade: '',
};

export const CLINICA: Appointment = {
  codigo: 'TD-1001',
  dataConsulta: '2026-11-25',
  diaSemana: 'Quarta-feira',
  horaInicio: '09:00',
  horaFim: '09:30',
  medico: 'Dra. Camila Ferreira',
  especialidade: 'Clínica Geral',
  urlVideo: 'https://video.example/sala/1001',
  habilitaCancelamento: true,
};

export const DERMATO: Appointment = {
  codigo: 'TD-1002',
  dataConsulta: '2026-12-12',
  diaSemana: 'Sábado',
  horaInicio: '16:30',
  horaFim: '17:00',
  medico: 'Dr. Marcos Vieira',
  especialidade: 'Dermatologia',
  urlVideo: '',
  habilitaCancelamento: false,
};
